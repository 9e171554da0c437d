import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import CodeBlock from '..';
import { createStorageSlot, STORAGE_KEYS } from '../../../../utils/storage';
import { htmlToText } from '../../../../content-model/code-html';
import { maskApiKey, withApiKeyHtml } from '../code-html';

const HTML =
  '<span class="tk-f">curl</span> https://api.llmprovider.example/v1/models <span class="tk-o">\\</span>\n' +
  '  <span class="tk-p">-H</span> <span class="tk-s">"Authorization: Bearer YOUR_API_KEY"</span> <span class="tk-c"># a &lt;b&gt; &amp; c</span>';
const TEXT = 'curl https://api.llmprovider.example/v1/models \\\n  -H "Authorization: Bearer YOUR_API_KEY" # a <b> & c';

let writeText: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  });
}

describe('CodeBlock', () => {
  it('renders the build-time highlighted HTML, the title and the language class', () => {
    const { container } = render(<CodeBlock html={HTML} language="bash" title="models.sh" />);
    expect(screen.getByText('models.sh')).toBeInTheDocument();
    const code = container.querySelector('pre > code.language-bash')!;
    expect(code.querySelector('.tk-s')?.textContent).toBe('"Authorization: Bearer YOUR_API_KEY"');
    expect(code.textContent).toBe(TEXT);
  });

  it('keeps its title, Copy button and status out of the search index', () => {
    const { container } = render(<CodeBlock html={HTML} language="bash" title="models.sh" />);
    const ignored = Array.from(container.querySelectorAll('[data-pagefind-ignore]'));
    expect(ignored.some((element) => element.contains(screen.getByText('models.sh')))).toBe(true);
    expect(ignored.some((element) => element.contains(screen.getByRole('button', { name: 'Copy code to clipboard' })))).toBe(true);
    expect(ignored.some((element) => element.contains(screen.getByRole('status')))).toBe(true);
    expect(ignored.some((element) => element.contains(container.querySelector('pre')))).toBe(false);
  });

  it('names the language when there is no title', () => {
    render(<CodeBlock html="x = 1" language="python" />);
    expect(screen.getByText('Python')).toBeInTheDocument();
  });

  it('copies exactly the code text, shows "Copied" and announces it, then resets', async () => {
    render(<CodeBlock html={HTML} language="bash" />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(TEXT);
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toHaveTextContent('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is reachable and usable from the keyboard (a native button)', () => {
    render(<CodeBlock html="x" />);
    const button = screen.getByRole('button', { name: 'Copy code to clipboard' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('reports a failed copy visibly and to assistive technology', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    (document as { execCommand?: unknown }).execCommand = jest.fn().mockReturnValue(false);
    render(<CodeBlock html="x" />);
    await clickCopy();
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed: select the code and copy it yourself');
  });

  it('with a stored API key: shows it masked and copies it in full', async () => {
    createStorageSlot(STORAGE_KEYS.apiKey, 'sessionStorage').set('sk-live-1234567890abcd');
    const { container } = render(<CodeBlock html={HTML} language="bash" />);
    const shown = container.querySelector('.tk-key')!;
    expect(shown.textContent).toBe('••••••••abcd');
    expect(container.textContent).not.toContain('sk-live-1234567890abcd');
    expect(container.textContent).not.toContain('YOUR_API_KEY');
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(TEXT.replace('YOUR_API_KEY', 'sk-live-1234567890abcd'));
  });

  it('follows the key as it is set and cleared', () => {
    const { container } = render(<CodeBlock html={HTML} />);
    expect(container.textContent).toContain('YOUR_API_KEY');
    const slot = createStorageSlot(STORAGE_KEYS.apiKey, 'sessionStorage');
    act(() => slot.set('sk-abcdefghijkl'));
    expect(container.querySelector('.tk-key')?.textContent).toBe('••••••••ijkl');
    act(() => slot.del());
    expect(container.textContent).toContain('YOUR_API_KEY');
  });

  it('leaves the placeholder in MDX source samples, which teach authors to write it', async () => {
    createStorageSlot(STORAGE_KEYS.apiKey, 'sessionStorage').set('sk-live-1234567890abcd');
    const { container } = render(<CodeBlock html='api_key="YOUR_API_KEY"' language="mdx" />);
    expect(container.textContent).toContain('YOUR_API_KEY');
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('api_key="YOUR_API_KEY"');
  });

  it('escapes whatever the reader pasted as a key', () => {
    createStorageSlot(STORAGE_KEYS.apiKey, 'sessionStorage').set('<img src=x onerror=alert(1)>');
    const { container } = render(<CodeBlock html="Bearer YOUR_API_KEY" />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the plain text of a Markdown <pre><code> without the build plugin', async () => {
    const { container } = render(
      <CodeBlock>
        <code className="language-json">{'{"a": "<b>"}\n'}</code>
      </CodeBlock>,
    );
    expect(container.querySelector('code.language-json')?.textContent).toBe('{"a": "<b>"}');
    expect(screen.getByText('JSON')).toBeInTheDocument();
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('{"a": "<b>"}');
  });
});

describe('code-html helpers', () => {
  it('masks all but the last four characters of long keys and everything of short ones', () => {
    expect(maskApiKey('sk-1234567890')).toBe('••••••••7890');
    expect(maskApiKey('short')).toBe('••••••••');
  });

  it('decodes entities in the right order', () => {
    expect(htmlToText('&amp;lt; &lt;a&gt; &quot;')).toBe('&lt; <a> "');
  });

  it('leaves HTML without a key untouched', () => {
    expect(withApiKeyHtml('YOUR_API_KEY', null, 't')).toBe('YOUR_API_KEY');
  });
});
