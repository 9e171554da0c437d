import { renderHook } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { useDocsData } from '../useDocsData';
import { findTrail, type Sidebar } from '../../utils/sidebar';

const sidebar = (label: string): Sidebar => [
  { type: 'category', label: 'API', collapsible: true, collapsed: true, items: [{ type: 'link', label, href: '/docs/api/chat', docId: 'api/chat' }] },
];

describe('useDocsData', () => {
  it('keeps one sidebar object while the digest stays the same, as the HTML renderer re-reads the query for every page', () => {
    // Two structurally equal copies, as Gatsby's renderer parses the static query file per page.
    (useStaticQuery as jest.Mock).mockReturnValueOnce({ docsSidebar: sidebar('Chat'), docsSidebarDigest: 'd1' });
    const first = renderHook(() => useDocsData()).result.current;
    (useStaticQuery as jest.Mock).mockReturnValueOnce({ docsSidebar: sidebar('Chat'), docsSidebarDigest: 'd1' });
    const second = renderHook(() => useDocsData()).result.current;
    expect(second).toBe(first);
    expect(second.docs.get('api/chat')).toEqual({ href: '/docs/api/chat', label: 'Chat' });
    // The trail lookup is built once for that object and answers for any page.
    expect(findTrail(second.sidebar, '/docs/api/chat/').map((item) => item.label)).toEqual(['API', 'Chat']);
  });

  it('takes the new sidebar when the digest changes (an edit during develop)', () => {
    (useStaticQuery as jest.Mock).mockReturnValueOnce({ docsSidebar: sidebar('Chat'), docsSidebarDigest: 'd1' });
    const before = renderHook(() => useDocsData()).result.current;
    (useStaticQuery as jest.Mock).mockReturnValueOnce({ docsSidebar: sidebar('Chat completions'), docsSidebarDigest: 'd2' });
    const after = renderHook(() => useDocsData()).result.current;
    expect(after).not.toBe(before);
    expect(after.docs.get('api/chat')?.label).toBe('Chat completions');
  });
});
