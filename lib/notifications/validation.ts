// Request bodies of the notification endpoints, shared by the drawer and the handlers.
import { z } from 'zod';
import '../api/validation'; // zod's settings for the browser

export const notificationReadSchema = z.object({ id: z.uuid({ error: 'required' }) });
