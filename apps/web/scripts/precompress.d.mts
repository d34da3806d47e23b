export function writeCompressedCopies(file: string, content: Buffer | string): Promise<void>;
