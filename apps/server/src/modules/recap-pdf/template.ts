/** Fills the `{{name}}` marks of a label template (the PDF labels' own form, as the web catalogues write them). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
