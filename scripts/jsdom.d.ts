// The part of jsdom's API the build's prerender uses (scripts/vite-prerender.ts); jsdom ships no
// types of its own and @types/jsdom would be one more package for two members.
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
