declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*/scripts/serve.mjs' {
  export function startServer(options?: { root?: string; port?: number; prefix?: string; host?: string }): Promise<{
    url: string;
    port: number;
    close: () => Promise<void>;
  }>;
  export function resolveFile(root: string, urlPath: string): string | null;
}
