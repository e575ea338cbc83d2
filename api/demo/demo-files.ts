import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { FileStore, StoredFile } from '#api/storage/file-store.ts';

// The demo customer's documents, uploads and attachment, and the document library's demo
// documents, are real files in the store, so every download in the portals and the library works
// on a demo database. Each says that it is demo data.

const demoNotice = 'Demonstration data: generated for the demo account, not a real record.';

interface DemoPdf {
  title: string;
  lines: string[];
}

interface DemoText {
  mimeType: 'text/csv; charset=utf-8';
  text: string;
}

/** A one-page Letter PDF: the title, the lines, and the demo notice at the foot. */
function renderDemoPdf({ title, lines }: DemoPdf): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: title, Author: 'Bayou Lafourche Marine, Inc.' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown();
  for (const line of lines) doc.font('Helvetica').fontSize(11).text(line, { lineGap: 3 });
  doc.moveDown(2).font('Helvetica-Oblique').fontSize(9).fillColor('#4a5568').text(demoNotice);
  doc.end();
  return finished;
}

async function storePdf(store: FileStore, pdf: DemoPdf): Promise<StoredFile> {
  return store.put(Readable.from([await renderDemoPdf(pdf)]), { mimeType: 'application/pdf' });
}

function storeText(store: FileStore, { mimeType, text }: DemoText): Promise<StoredFile> {
  return store.put(Readable.from([Buffer.from(text, 'utf8')]), { mimeType });
}

const demoPdfs = {
  resoluteInsurance: {
    title: 'Certificate of Insurance: OSV Gulf Tide Resolute',
    lines: [
      'Insured: Gulf Tide Offshore, LLC.',
      'Vessel: OSV Gulf Tide Resolute.',
      'Carrier: Gulf South Marine Insurance. Policy GSM-2025-0418.',
      'Liability: $2,000,000 each occurrence. Protection and indemnity: $1,000,000.',
      'Additional insured: Bayou Lafourche Marine, Inc., Larose, Louisiana.',
    ],
  },
  dockageAgreement: {
    title: 'Dockage Agreement: Outer 3',
    lines: [
      'Between Bayou Lafourche Marine, Inc., Larose, Louisiana, and Gulf Tide Offshore, LLC.',
      'Vessel: OSV Gulf Tide Resolute.',
      'Berth: Outer 3, 160 ft, 18 ft maximum draft, shore power, water and fuel.',
      'Term: 14 nights at the daily rate of $1.00 per foot of vessel.',
      'Signed for Gulf Tide Offshore, LLC by Danielle Guidry, Operations Manager.',
    ],
  },
  hullSurvey: {
    title: 'Survey Report: Stern Roller Frame, OSV Gulf Tide Resolute',
    lines: [
      'Surveyed alongside at the Larose service dock before fabrication.',
      'Finding 1: Cracking at the port bearing housing weld, 140 mm.',
      'Finding 2: Wastage of the lower frame member beyond the class allowance.',
      'Recommendation: Replace the frame; class surveyor to attend the final weld inspection.',
    ],
  },
  deliveryReceipt: {
    title: 'Delivery Receipt: Provisioning, M/V Gulf Tide Endeavor',
    lines: [
      'Delivered dockside at Port Fourchon, Slip 18, before the 0600 sailing.',
      'Dry stores: 42 cases. Frozen goods: 18 cases. Potable water: 12,000 gal.',
      'Received in good order by the master of the M/V Gulf Tide Endeavor.',
    ],
  },
  certificateOfInspection: {
    title: 'Certificate of Inspection (copy): M/V Gulf Tide Endeavor',
    lines: [
      'Issued by the U.S. Coast Guard, Sector New Orleans.',
      'Route: Oceans, Gulf of Mexico.',
      'Valid until the date shown on the original.',
    ],
  },
  crewChangePlan: {
    title: 'Crew Change Plan: M/V Gulf Tide Endeavor',
    lines: [
      'Place: Port Fourchon, Slip 18.',
      'Crew van departs Houma at 5:15 AM; the driver calls the master 30 minutes out.',
      '12 crew off, 12 crew on. Please have the off-going crew ready at the gangway.',
    ],
  },
} satisfies Record<string, DemoPdf>;

/** The document library's demo files: the facility's own, and one linked to the demo customer. */
const demoLibraryPdfs = {
  dockageRates: {
    title: 'Dockage Rates and Facility Rules',
    lines: [
      'Bayou Lafourche Marine, Inc., Larose, Louisiana.',
      'Dockage: $1.00 per foot of vessel per day; shore power and water included on long-term berths.',
      'Check-in from 8:00 AM, check-out by 5:00 PM; call the dock office on VHF 16 before arrival.',
      'No hot work alongside without a permit from the dock office.',
      'Every vessel carries liability insurance of at least $1,000,000 while berthed.',
    ],
  },
  hurricanePlan: {
    title: 'Hurricane Preparedness Plan',
    lines: [
      'When a named storm is forecast to reach the Lafourche coast within 72 hours, the dock office calls every tenant.',
      'Within 48 hours: double all lines, remove canvas and loose gear, close the fuel dock.',
      'Within 24 hours: vessels that cannot stay leave for their storm moorings; the marina gates close.',
      'After the storm: no one boards until the dock office has inspected the piers.',
    ],
  },
  fuelDockProcedure: {
    title: 'Fuel Dock Operating Procedure',
    lines: [
      'Internal: for dock staff only.',
      'Before fuelling: engines off, boom ready, spill kit open, radio on channel 68.',
      'Attend the nozzle at all times; stop at 90% of tank capacity.',
      'Log every delivery with the meter reading and the vessel name.',
    ],
  },
  certificateOfInsurance: {
    title: 'Certificate of Insurance: M/V Gulf Tide Endeavor',
    lines: [
      'Insured: Gulf Tide Offshore, LLC.',
      'Vessel: M/V Gulf Tide Endeavor.',
      'Protection and indemnity: $1,000,000 each occurrence.',
      'Certificate holder: Bayou Lafourche Marine, Inc., Larose, Louisiana.',
    ],
  },
} satisfies Record<string, DemoPdf>;

/** The library's demo files are the marina's, not the demo customer's. */
export const demoLibraryFileNames: readonly string[] = Object.keys(demoLibraryPdfs);

const demoTexts = {
  rollerMeasurements: {
    mimeType: 'text/csv; charset=utf-8',
    text: ['point,measured_mm,drawing_mm', 'A1,1204,1200', 'A2,1198,1200', 'B1,845,850', 'B2,851,850', 'C1,312,310', ''].join('\n'),
  },
} satisfies Record<string, DemoText>;

export type DemoFiles = Record<keyof typeof demoPdfs | keyof typeof demoLibraryPdfs | keyof typeof demoTexts, StoredFile>;

/** Stores every demo file, one after another; on a failure removes those already stored. */
export async function storeDemoFiles(store: FileStore): Promise<DemoFiles> {
  const stored: [string, StoredFile][] = [];
  try {
    for (const [name, pdf] of Object.entries({ ...demoPdfs, ...demoLibraryPdfs })) stored.push([name, await storePdf(store, pdf)]);
    for (const [name, text] of Object.entries(demoTexts)) stored.push([name, await storeText(store, text)]);
  } catch (error) {
    await removeDemoFiles(
      store,
      stored.map(([, file]) => file),
    );
    throw error;
  }
  return Object.fromEntries(stored) as DemoFiles;
}

export async function removeDemoFiles(store: FileStore, stored: Iterable<StoredFile>): Promise<void> {
  for (const file of stored) await store.delete(file.id);
}
