import React from 'react';

const gatsby = jest.requireActual('gatsby');

/** Test double for Gatsby's runtime: GraphQL is resolved at build time, so tests feed data directly. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }: Record<string, unknown>) =>
      React.createElement('a', { ...rest, href: to as string }),
    ),
  navigate: jest.fn(),
  withPrefix: jest.fn((path: string) => path),
  useStaticQuery: jest.fn(),
};
