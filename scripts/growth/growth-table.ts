import type { RequestFigures } from './measure.ts';

/** The budget a list answer must meet at full size (QUALITY.md). */
const p99BudgetMs = 50;

const ms = (value: number) => value.toFixed(1);

/** The figures as a Markdown table: each request at a tenth and in full, how its cost grew, and the plan in full. */
export function growthTable(tenth: RequestFigures[], full: RequestFigures[], runs: number): string {
  const header = [
    `p50/p99 in ms over ${runs} sequential requests, the two sizes taking turns; ×p50 is full over a tenth; ` +
      'plan at full size (a sequential scan of a growing table is named)',
    '',
    '| request | p50 10% | p99 10% | p50 100% | p99 100% | ×p50 | statements | plan at 100% |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const rows = full.map((figures) => {
    const small = tenth.find((candidate) => candidate.name === figures.name);
    const growth = small ? (figures.p50 / small.p50).toFixed(1) : '–';
    const plan = figures.sequentialScans.length > 0 ? `**seq scan: ${figures.sequentialScans.join(', ')}**` : figures.indexes.join(', ');
    const p99 = figures.p99 > p99BudgetMs ? `**${ms(figures.p99)}**` : ms(figures.p99);
    const cells = [
      figures.name,
      small ? ms(small.p50) : '–',
      small ? ms(small.p99) : '–',
      ms(figures.p50),
      p99,
      growth,
      figures.statements,
      plan,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const over = full.filter((figures) => figures.p99 > p99BudgetMs).length;
  const scans = full.filter((figures) => figures.sequentialScans.length > 0).length;
  const summary =
    `growth: ${full.length} requests, ${over} over the ${p99BudgetMs} ms p99 budget at full size, ` +
    `${scans} with a sequential scan of a growing table`;
  return [...header, ...rows, '', summary].join('\n');
}
