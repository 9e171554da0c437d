import type { Config } from 'jest';
import rawConfig from './src/config/site.config';
import { parseSiteConfig } from './src/config/schema';

/** The validated config, as components see it in the browser (see src/config/runtime.ts). */
const siteConfig = parseSiteConfig(rawConfig);

const shared = {
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.css$': '<rootDir>/__mocks__/style-mock.js',
    '.+\\.(svg|png|jpg|gif|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
  },
  // Gatsby ships untranspiled ES modules in these packages.
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  globals: {
    __PATH_PREFIX__: '',
    __BASE_PATH__: '',
    __SITE_CONFIG__: siteConfig,
    __SITE_ADJUSTMENTS__: ['hydrate-in-slices', 'scripts-after-paint', 'page-path-script'],
  },
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/packages/*/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
    },
  ],
};

export default config;
