import { useEffect } from 'react';
import { installErrorReporter, reportTo } from '../errorReporter';
import { useShellEnvironment } from './ShellProvider';

/**
 * Mounts the error reporter for the page's life: uncaught errors and unhandled rejections, but
 * not network-type failures (shell §8), are logged and tracked through the shell's environment.
 */
export function ErrorReporting() {
  const env = useShellEnvironment();
  useEffect(() => installErrorReporter(window, reportTo(env)), [env]);
  return null;
}
