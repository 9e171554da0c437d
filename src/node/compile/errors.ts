/** What the compile step throws for content it cannot compile: one `file:line: message` per problem. */
export class CompileError extends Error {
  /**
   * @param samples the page's code samples when it could be parsed (content checks still check
   *   them), else empty
   */
  constructor(
    readonly problems: readonly string[],
    readonly samples: ReadonlyArray<{ readonly lang: string; readonly code: string; readonly line: number }> = [],
  ) {
    super(`MDX that the build cannot compile:\n${problems.join('\n')}`);
    this.name = 'CompileError';
  }
}
