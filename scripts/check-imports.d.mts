// Types of check-imports.mjs for its test (tests/unit/check-imports.test.ts).

/** The problems of the tree at `root`: 'file -> import: rule' and 'cycle: a -> b -> a'. */
export function checkImports(root: string): { files: number; problems: string[] };
