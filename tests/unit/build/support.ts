import ts from 'typescript';

/** How many syntax errors TypeScript finds in a transformed module (`fileName` picks TS, TSX or JS). */
export function syntaxErrors(source: string, fileName = 'module.ts'): number {
  return ts.transpileModule(source, { fileName, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, allowJs: true } }).diagnostics?.length ?? 0;
}
