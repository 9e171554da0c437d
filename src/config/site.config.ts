/**
 * The site configuration: the one file the docs team edits to change the site's name, navbar,
 * footer, announcement, contact details and the API base URL shown in samples.
 *
 * Every field is checked at start-up of `npm run develop` and `npm run build` by ./schema.ts;
 * a wrong value stops the command with a `path: message` line saying how to fix it.
 * Fields left out get the defaults documented in ./schema.ts.
 */
import type { SiteConfigInput } from './schema';

const config: SiteConfigInput = {
  title: 'LLM Provider',
  tagline: 'Seamless Access to Powerful Open & Proprietary LLMs',
  favicon: 'img/favicon.svg',
  url: 'https://docs.llmprovider.example',
  baseUrl: '/',

  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },

  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  announcementBar: {
    id: 'model-lifecycle-2026-11-26',
    content:
      'Many older models are now retired by their vendors (<a href="/docs/community/change-log#2026-11-26">Change Log, 2026-11-26</a>). <a href="/docs/get-started/pricing-and-model-overview#deprecations">See the model overview</a>.',
    backgroundColor: '#0b3d91',
    textColor: '#ffffff',
    isCloseable: true,
  },

  navbar: {
    title: 'LLM Provider',
    logo: { alt: '', src: 'img/logo.svg' },
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'API Reference',
        position: 'left',
        items: [
          { type: 'doc', docId: 'api-reference/openai/chat', label: 'OpenAI' },
          { type: 'doc', docId: 'api-reference/anthropic/messages', label: 'Anthropic' },
          { type: 'doc', docId: 'api-reference/gemini/index', label: 'Gemini' },
          { type: 'doc', docId: 'api-reference/deepseek/chat', label: 'DeepSeek' },
          { type: 'doc', docId: 'api-reference/qwen/chat', label: 'Qwen' },
          { to: '/docs/api-reference/models/list-models', label: 'All models' },
        ],
      },
      { to: '/docs/community/change-log', label: 'Change Log', position: 'left' },
      { type: 'search', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { href: 'https://github.com/llm-provider', label: 'GitHub', position: 'right' },
    ],
  },

  footer: {
    style: 'dark',
    logo: { alt: 'LLM Provider', src: 'img/logo.svg', width: 40, height: 40 },
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Quick Start', to: '/docs' },
          { label: 'Error codes', to: '/docs/get-started/error-codes' },
          { label: 'Rate limits', to: '/docs/get-started/rate-limits' },
          { label: 'Pricing and Model Overview', to: '/docs/get-started/pricing-and-model-overview' },
        ],
      },
      {
        title: 'API Reference',
        items: [
          { label: 'OpenAI Chat', to: '/docs/api-reference/openai/chat' },
          { label: 'Anthropic Messages', to: '/docs/api-reference/anthropic/messages' },
          { label: 'Gemini', to: '/docs/api-reference/gemini' },
          { label: 'List Models', to: '/docs/api-reference/models/list-models' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Change Log', to: '/docs/community/change-log' },
          { label: 'Documentation Style Guide', to: '/docs/community/documentation-style-guide' },
          { label: 'GitHub', href: 'https://github.com/llm-provider' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 LLM Provider.',
  },

  docs: {
    routeBasePath: 'docs',
    sidebarId: 'tutorialSidebar',
    versions: [{ name: 'current', label: 'Next' }],
    editUrl: 'https://github.com/llm-provider/docs/edit/main/content/docs/',
  },

  contact: { email: 'support@llmprovider.example' },
  codeHosting: { label: 'GitHub', orgUrl: 'https://github.com/llm-provider' },
  chatQr: { target: 'https://chat.llmprovider.example/consult', caption: 'Scan to consult now' },
  api: { baseUrl: 'https://api.llmprovider.example' },
  storage: { type: 'localStorage', namespace: false },
  // Browsers report Content-Security-Policy violations to `csp.reportUri` (an https URL; written into
  // deploy/csp.conf by the build). Off while unset, e.g.:
  // csp: { reportUri: 'https://csp-reports.llmprovider.example/report' },
};

export default config;
