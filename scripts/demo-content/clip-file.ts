/** Where the demo's video clip lives, relative to content/ (its video file records name it). */
export const DEMO_CLIP_FILE = 'media/lumen-tide-sessions.webm';
