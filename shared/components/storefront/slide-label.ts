/** A slide's accessible name in a carousel (ours: "n of m", the usual carousel pattern). */
export const slideLabel = (position: number, count: number) => `${position} of ${count}`;
