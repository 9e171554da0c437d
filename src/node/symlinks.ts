/**
 * No symbolic links in content. Git stores links, and Gatsby copies static/ following them (and
 * gatsby-source-filesystem reads content/ through them), so a link in a pull request would publish
 * a file from outside the repository: the CI machine's files, the build's own secrets. The build
 * stops on any link under the folders that hold content, before anything is read or copied.
 */
import fs from 'fs';
import path from 'path';
import { walkTree } from './walk';

/** The folders, relative to the project, whose files are content (pages, catalogues, OpenAPI, static files). */
export const CONTENT_DIRS: readonly string[] = ['content', 'static'];

/** The problem line of the link at `absolute`: its path, where it points, and the fix. */
function linkProblem(projectDir: string, absolute: string): string {
  let target = '?';
  try {
    target = fs.readlinkSync(absolute);
  } catch {
    // Unreadable link: still refused.
  }
  return `${path.relative(projectDir, absolute)}: is a symbolic link (to ${target}): content must be files the repository holds, as links would publish or read what they point to. Replace the link with a copy of the file (or remove it).`;
}

/**
 * One `path: …` line per symbolic link at or below each of `dirs` (relative to `projectDir`),
 * naming the link and where it points; links are not followed (walkTree never enters one). A
 * folder that does not exist is skipped.
 */
export function symbolicLinkProblems(projectDir: string, dirs: readonly string[] = CONTENT_DIRS): string[] {
  const problems: string[] = [];
  for (const dir of dirs) {
    const root = path.resolve(projectDir, dir);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(root);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) problems.push(linkProblem(projectDir, root));
    else if (stat.isDirectory()) for (const entry of walkTree(root)) if (entry.isSymbolicLink) problems.push(linkProblem(projectDir, entry.path));
  }
  return problems;
}
