import type { ReactNode } from 'react';
import type { LeaseBlock, LeaseSegment } from '#shared/berth-views.ts';

interface LeaseDocumentProps {
  blocks: readonly LeaseBlock[];
}

type Run = { kind: 'items' | 'fields' | 'lines'; blocks: LeaseBlock[] };

/** Lines between blank lines, consecutive lettered items and label lines kept together as one list. */
function runsOf(blocks: readonly LeaseBlock[]): Run[][] {
  const paragraphs: Run[][] = [[]];
  for (const block of blocks) {
    if (block.kind === 'blank') {
      if ((paragraphs.at(-1)?.length ?? 0) > 0) paragraphs.push([]);
      continue;
    }
    const runs = paragraphs.at(-1) ?? [];
    const kind = block.kind === 'item' ? 'items' : block.kind === 'field' ? 'fields' : 'lines';
    const last = runs.at(-1);
    if (last && last.kind === kind && kind !== 'lines') last.blocks.push(block);
    else runs.push({ kind, blocks: [block] });
  }
  return paragraphs.filter((runs) => runs.length > 0);
}

// A filled-in value reads as such without colour: bold on a tinted background, and a mark to assistive technology.
const valueClass = 'rounded-sm bg-sea-100 px-0.5 font-semibold text-navy-950 box-decoration-clone';

function Segments({ segments }: { segments: readonly LeaseSegment[] }): ReactNode {
  return segments.map((segment, index) =>
    segment.placeholder ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a lease and never reordered.
      <mark key={index} className={valueClass}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

function Line({ block }: { block: LeaseBlock }) {
  if (block.kind === 'title') {
    return (
      <p className="text-center text-lg font-extrabold tracking-wide text-navy-950 sm:text-xl">
        <Segments segments={block.segments} />
      </p>
    );
  }
  if (block.kind === 'heading') {
    return (
      <h4 className="pt-2 text-base font-extrabold tracking-wide text-navy-950">
        <span className="tabular-nums">{block.marker}</span>
        <Segments segments={block.segments} />
      </h4>
    );
  }
  return (
    <p>
      <Segments segments={block.segments} />
    </p>
  );
}

function RunOf({ run }: { run: Run }) {
  if (run.kind === 'items') {
    return (
      <ol className="grid list-none gap-2 p-0">
        {run.blocks.map((block) => (
          <li key={block.marker} className="grid grid-cols-[1.75rem_minmax(0,1fr)]">
            <span className="font-bold">{block.marker.trim()}</span>
            <span>
              <Segments segments={block.segments} />
            </span>
          </li>
        ))}
      </ol>
    );
  }
  if (run.kind === 'fields') {
    return (
      <dl className="grid gap-0.5">
        {run.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a lease's lines are fixed and never reordered.
          <div key={index}>
            <dt className="inline text-navy-700">{block.marker}</dt>
            <dd className="inline">
              <Segments segments={block.segments} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return run.blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a lease's lines are fixed and never reordered.
    <Line key={index} block={block} />
  ));
}

/**
 * The lease as a document: title, numbered clause headings, lettered items, label lines and
 * paragraphs as the lease text has them, the values filled in for this reservation highlighted.
 * Its text is the lease's text exactly, so what is read is what is signed.
 */
export function LeaseDocument({ blocks }: LeaseDocumentProps) {
  return (
    <div className="grid max-w-[72ch] grid-cols-1 gap-4 text-[0.95rem] leading-relaxed wrap-anywhere text-navy-900">
      {runsOf(blocks).map((runs, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a lease's paragraphs are fixed and never reordered.
        <div key={index} className="grid grid-cols-1 gap-1">
          {runs.map((run, runIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <RunOf key={runIndex} run={run} />
          ))}
        </div>
      ))}
    </div>
  );
}
