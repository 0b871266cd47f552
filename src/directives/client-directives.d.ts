export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island on the visitor's first hover, touch, focus or key press (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}
