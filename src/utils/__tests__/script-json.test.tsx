/**
 * @jest-environment node
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Breadcrumbs from '../../components/Breadcrumbs';
import { announcementScript } from '../inline-scripts';
import { jsonInScript } from '../script-json';
import { siteConfig } from '../../config/runtime';

const HOSTILE = '</script><script>alert(1)</script> & \u2028 <!--';

describe('values inside inline scripts are escaped for their context', () => {
  it('jsonInScript cannot end the element and keeps the value', () => {
    const text = jsonInScript({ name: HOSTILE });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: HOSTILE });
  });

  it('breadcrumbs JSON-LD with a </script> title', () => {
    const sidebar = [
      {
        type: 'category' as const,
        label: HOSTILE,
        collapsible: true,
        collapsed: false,
        items: [{ type: 'link' as const, label: 'Page', href: '/docs/x', docId: 'x' }],
      },
    ];
    const html = renderToStaticMarkup(<Breadcrumbs sidebar={sidebar as never} pathname="/docs/x" />);
    const scripts: string[] = html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const json = JSON.parse(scripts[0]!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(json.itemListElement[0].name).toBe(HOSTILE);
  });

  it('the announcement script with a </script> id', () => {
    const script = announcementScript({
      ...siteConfig,
      announcementBar: { ...(siteConfig.announcementBar || { content: 'x', backgroundColor: '#fff', textColor: '#000', isCloseable: true }), id: HOSTILE },
    } as never);
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain(jsonInScript(HOSTILE));
  });
});
