// The window event the studio fires after the member saved or published a creation; the gallery reads
// its lists again. Its own module, so neither island's code loads the other's.
export const GALLERY_CHANGED = 'civitas:gallery-changed';
