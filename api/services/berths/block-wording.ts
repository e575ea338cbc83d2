import { formatStayDate } from '#shared/stay-dates.ts';
import type { BerthBlock } from '#api/db/schema/index.ts';

/** "from Dec 3, 2026 to Dec 24, 2026", or "from Dec 3, 2026 until further notice". */
function blockPeriod(block: Pick<BerthBlock, 'startsOn' | 'endsOn'>): string {
  const end = block.endsOn === null ? 'until further notice' : `to ${formatStayDate(block.endsOn)}`;
  return `from ${formatStayDate(block.startsOn)} ${end}`;
}

/** Why a stay cannot be booked over a block, for the visitor who asked for those dates. */
export function berthBlockedMessage(berthName: string, block: Pick<BerthBlock, 'kind' | 'startsOn' | 'endsOn'>): string {
  const what = block.kind === 'maintenance' ? 'closed for maintenance' : 'occupied by another vessel';
  return `${berthName} is ${what} ${blockPeriod(block)}. Please choose other dates or another berth.`;
}
