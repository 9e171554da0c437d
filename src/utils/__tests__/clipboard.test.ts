import { writeToClipboard } from '../clipboard';

type Clip = { writeText?: jest.Mock; write?: jest.Mock };
const setClipboard = (value: Clip | undefined) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
const g = globalThis as { ClipboardItem?: unknown };

afterEach(() => {
  setClipboard(undefined);
  delete g.ClipboardItem;
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('writeToClipboard', () => {
  it('writes plain text with writeText', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await writeToClipboard('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('hands text still arriving to ClipboardItem at once, where it exists', async () => {
    const items: Array<Record<string, Promise<Blob>>> = [];
    g.ClipboardItem = class {
      constructor(data: Record<string, Promise<Blob>>) {
        items.push(data);
      }
    };
    const write = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setClipboard({ write, writeText });
    let resolve: (text: string) => void = () => undefined;
    const done = writeToClipboard(new Promise<string>((r) => (resolve = r)));
    // Called before the text is there (Safari's rule).
    expect(write).toHaveBeenCalledTimes(1);
    resolve('later');
    await done;
    const blob = await items[0]['text/plain'];
    expect(blob.type).toBe('text/plain');
    expect(blob.size).toBe('later'.length);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('rejects when the text cannot be downloaded, and falls back to writeText when promised data is refused', async () => {
    g.ClipboardItem = class {
      constructor(data: Record<string, Promise<Blob>>) {
        Object.values(data).forEach((blob) => blob.catch(() => undefined)); // as the browser reads it
      }
    };
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ write: jest.fn().mockRejectedValue(new Error('NotAllowed')), writeText });
    await expect(writeToClipboard(Promise.reject(new Error('404')))).rejects.toThrow('404');
    await writeToClipboard(Promise.resolve('text'));
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it('falls back to a selected textarea and the copy command, and rejects when that fails too', async () => {
    const execCommand = jest.fn(() => document.querySelector('textarea')?.value === 'x');
    (document as { execCommand?: unknown }).execCommand = execCommand;
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('insecure')) });
    await writeToClipboard('x');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    setClipboard(undefined);
    await expect(writeToClipboard('y')).rejects.toThrow('did not copy');
  });
});
