/** Every query of moderation (reports, the queue, an appeal link) starts with this key. */
export const MODERATION_KEY = 'moderation';
