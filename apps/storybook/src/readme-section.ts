/**
 * The text of a README under its `## <heading>`, up to the next `## ` heading (the heading line left out, the page
 * gives its own); the whole README when there is no such heading, so a renamed section shows too much rather than
 * nothing.
 */
export function readmeSection(markdown: string, heading: string): string {
  const section = markdown.split(/^(?=## )/m).find((part) => part.startsWith(`## ${heading}\n`));
  return section ? section.slice(section.indexOf('\n') + 1) : markdown;
}
