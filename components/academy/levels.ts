// How a path's level shows as a badge, on the server's cards and the islands' alike.
export const levelBadge = { beginner: 'accent', intermediate: 'muted', advanced: 'default' } as const;
