import { failOnConsoleError } from './fail-on-console';

failOnConsoleError();
