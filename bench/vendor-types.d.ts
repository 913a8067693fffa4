// turndown-plugin-gfm ships no types; the bench only passes its `gfm` plugin to turndown.
declare module 'turndown-plugin-gfm';
