/** Width of a WebP (VP8, VP8L or VP8X) from its header, to check what the image route rendered. */
export function webpWidth(buffer: Buffer): number {
  const chunk = buffer.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return 1 + buffer.readUIntLE(24, 3);
  if (chunk === 'VP8L') return 1 + (buffer.readUInt16LE(21) & 0x3fff);
  return buffer.readUInt16LE(26) & 0x3fff;
}
