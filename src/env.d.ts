/** True in development, tests and the sandbox build; false in the production build (dead code is removed). */
declare const __SANDBOX__: boolean;
/** The app version, from package.json. */
declare const __APP_VERSION__: string;
