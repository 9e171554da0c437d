/**
 * Puts text on the clipboard, or throws. Text still arriving (a Promise) goes through
 * `ClipboardItem` where it exists, with `write()` called at once: Safari only allows clipboard
 * writes that start inside the click itself. Otherwise `writeText`, and where that is missing or
 * refused (an insecure context), a selected hidden textarea and the copy command.
 */
export async function writeToClipboard(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && typeof clipboard?.write === 'function') {
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return;
    } catch {
      // A failed download is final (the await below throws it again); a browser that refuses
      // promised data gets plain text below.
    }
  }
  const value = await text;
  try {
    await clipboard!.writeText(value);
    return;
  } catch {
    // No clipboard API, or refused: the textarea below.
  }
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    // reported below
  }
  area.remove();
  active?.focus();
  if (!copied) throw new Error('The browser did not copy the text');
}
