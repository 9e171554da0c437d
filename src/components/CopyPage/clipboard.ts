/**
 * Puts text on the clipboard. Where `ClipboardItem` exists, `write()` is called at once with the
 * text still arriving: Safari only allows clipboard writes that start inside the click itself.
 */
export async function writeToClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('The clipboard is not available here');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // A fetch failure is final; a browser that refuses promised data gets plain writeText below.
      await text;
      if (typeof clipboard.writeText !== 'function') throw error;
    }
  }
  await clipboard.writeText(await text);
}
