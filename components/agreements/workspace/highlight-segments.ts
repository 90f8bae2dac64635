// Splits a version's text at every redline's start and end, so each piece knows which threads cover it.
// Overlapping redlines simply stack: a piece covered by two threads names both.
export type Range = { id: string; startOffset: number; endOffset: number };
export type Segment = { start: number; end: number; text: string; threadIds: string[] };

export function highlightSegments(content: string, ranges: Range[]): Segment[] {
  const valid = ranges.filter((r) => r.startOffset >= 0 && r.endOffset <= content.length && r.endOffset > r.startOffset);
  const cuts = [...new Set([0, content.length, ...valid.flatMap((r) => [r.startOffset, r.endOffset])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const [start, end] = [cuts[i], cuts[i + 1]];
    const threadIds = valid.filter((r) => r.startOffset <= start && r.endOffset >= end).map((r) => r.id);
    segments.push({ start, end, text: content.slice(start, end), threadIds });
  }
  return segments;
}

/** Where a DOM position falls in the container's text: the length of the text before it. */
export function textOffset(container: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  return range.toString().length;
}
