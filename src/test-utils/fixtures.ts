import type { Sidebar } from '../utils/sidebar';

/** A small sidebar shaped like the real one. */
export const SIDEBAR: Sidebar = [
  {
    type: 'category',
    label: 'GET STARTED',
    collapsible: false,
    collapsed: false,
    items: [
      { type: 'link', label: 'Error codes', href: '/docs/get-started/error-codes', docId: 'get-started/error-codes' },
      { type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' },
    ],
  },
  {
    type: 'category',
    label: 'API REFERENCE',
    collapsible: false,
    collapsed: false,
    items: [
      {
        type: 'category',
        label: 'Anthropic',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Messages', href: '/docs/api-reference/anthropic/messages', docId: 'api-reference/anthropic/messages' }],
      },
      {
        type: 'category',
        label: 'Gemini',
        href: '/docs/api-reference/gemini',
        docId: 'api-reference/gemini/index',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/gemini/chat', docId: 'api-reference/gemini/chat' }],
      },
      {
        type: 'category',
        label: 'OpenAI',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/openai/chat', docId: 'api-reference/openai/chat' }],
      },
      {
        type: 'category',
        label: 'Deepseek',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/deepseek/chat', docId: 'api-reference/deepseek/chat' }],
      },
      {
        type: 'category',
        label: 'Qwen',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/qwen/chat', docId: 'api-reference/qwen/chat' }],
      },
    ],
  },
];
