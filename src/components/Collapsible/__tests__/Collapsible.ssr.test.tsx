/**
 * @jest-environment node
 *
 * The server HTML is the plain list: `hidden` when collapsed, no inline style, lazy children left out.
 */
import React from 'react';
import { renderToString } from 'react-dom/server';
import Collapsible from '..';

const list = (collapsed: boolean, lazy?: boolean) =>
  renderToString(
    <Collapsible id="l" className="list" collapsed={collapsed} lazy={lazy}>
      <li>A</li>
    </Collapsible>,
  );

it('server-renders a collapsed list hidden, without its lazy children', () => {
  expect(list(true, true)).toBe('<ul id="l" class="list" hidden=""></ul>');
  expect(list(true)).toBe('<ul id="l" class="list" hidden=""><li>A</li></ul>');
});

it('server-renders an expanded list with its children and no style', () => {
  expect(list(false, true)).toBe('<ul id="l" class="list"><li>A</li></ul>');
});
