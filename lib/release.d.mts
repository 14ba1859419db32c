export const release: string;
