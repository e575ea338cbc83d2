import { eq, inArray, sql } from 'drizzle-orm';
import { stayCost } from '#shared/pricing.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { hashPassword } from '#api/auth/password.ts';
import type { Database } from '#api/db/client.ts';
import {
  berthReservations,
  berths,
  clientMessages,
  clientUploads,
  customerDocuments,
  customers,
  customerVessels,
  vesselInsuranceCertificates,
  documentCategories,
  documents,
  files,
  invoices,
  serviceRequests,
} from '#api/db/schema/index.ts';
import type { BerthReservation, NewDocument } from '#api/db/schema/index.ts';
import { systemClock, type Clock } from '#api/lib/clock.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';
import type { FileStore, StoredFile } from '#api/storage/file-store.ts';
import { signDemoLease } from './demo-lease.ts';
import { demoLibraryFileNames, removeDemoFiles, storeDemoFiles, type DemoFiles } from './demo-files.ts';

/** The demo customer's sign-in, created only when demo data is asked for (never in production). */
export const demoCustomerEmail = 'demo@example.com';
export const demoCustomerPassword = 'Fourchon-Demo-1';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Creates the demo customer with a little history, its documents, uploads and attachment stored as
 * real files in `store`; returns false when the demo customer already exists (and then keeps no file).
 */
export async function seedDemoData(db: Database, store: FileStore, clock: Clock = systemClock): Promise<boolean> {
  if (await demoCustomerExists(db)) return false;
  const passwordHash = await hashPassword(demoCustomerPassword);
  const stored = await storeDemoFiles(store);
  let history: DemoHistory | null;
  try {
    history = await insertDemoHistory(db, clock, passwordHash, stored);
  } catch (error) {
    await removeDemoFiles(store, Object.values(stored));
    throw error;
  }
  if (!history) {
    await removeDemoFiles(store, Object.values(stored));
    return false;
  }
  // After the history's commit, which its files now belong to.
  if (history.stay) await signDemoLease(db, store, clock, history.stay);
  return true;
}

/** What the demo's history holds that is signed after it is written: the paid stay. */
interface DemoHistory {
  stay: BerthReservation | undefined;
}

/** Null when another process created the demo customer first. */
async function insertDemoHistory(db: Database, clock: Clock, passwordHash: string, stored: DemoFiles): Promise<DemoHistory | null> {
  const now = clock.now().getTime();
  const at = (days: number) => new Date(now + days * dayMs);
  const calendarDay = (days: number) => facilityToday(at(days));

  return db.transaction(async (tx) => {
    // Another process starting at the same moment may have won the race: then there is nothing to do.
    const [customer] = await tx
      .insert(customers)
      .values({
        email: demoCustomerEmail,
        passwordHash,
        firstName: 'Danielle',
        lastName: 'Guidry',
        company: 'Gulf Tide Offshore, LLC',
        phone: '(985) 555-0117',
        address: '2150 Bayou Lafourche Rd',
        city: 'Golden Meadow',
        state: 'LA',
        zipCode: '70357',
        emailVerifiedAt: at(-60),
        createdAt: at(-60),
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!customer) return null;
    const customerId = customer.id;
    const customersFiles = Object.entries(stored).filter(([name]) => !demoLibraryFileNames.includes(name));
    await tx
      .update(files)
      .set({ ownerCustomerId: customerId })
      .where(
        inArray(
          files.id,
          customersFiles.map(([, file]) => file.id),
        ),
      );
    const requester = {
      customerId,
      firstName: 'Danielle',
      lastName: 'Guidry',
      company: 'Gulf Tide Offshore, LLC',
      email: demoCustomerEmail,
      phone: '(985) 555-0117',
    };

    const [, fabrication, provisioning] = await tx
      .insert(serviceRequests)
      .values([
        {
          ...requester,
          serviceType: 'Crew Changes',
          projectDetails:
            'Crew change for the M/V Gulf Tide Endeavor at Port Fourchon: 12 off, 12 on, with van transfers to and from Houma.',
          urgency: 'high',
          preferredDate: calendarDay(5),
          preferredTime: '7:00 AM',
          duration: 'Half day',
          location: 'Port Fourchon, Slip 18',
          createdAt: at(-1),
        },
        {
          ...requester,
          serviceType: 'Steel Fabrication',
          projectDetails:
            'Fabricate and fit a replacement stern roller frame on the OSV Gulf Tide Resolute; ' +
            'class surveyor to attend the final weld inspection.',
          urgency: 'standard',
          duration: 'Multiple days',
          location: 'Larose service dock',
          status: 'in-progress',
          assignedTo: 'Fabrication crew B',
          scheduledDate: at(-3),
          firstResponseAt: at(-13.9),
          createdAt: at(-14),
        },
        {
          ...requester,
          serviceType: 'Grocery & Supply Runs',
          projectDetails:
            'Two-week provisioning for the M/V Gulf Tide Endeavor: ' +
            'dry stores, frozen goods and potable water delivered dockside before a 0600 sailing.',
          urgency: 'standard',
          duration: '4 hours',
          location: 'Port Fourchon, Slip 18',
          status: 'completed',
          scheduledDate: at(-20),
          completedAt: at(-20),
          firstResponseAt: at(-23.9),
          createdAt: at(-24),
        },
      ])
      .returning({ id: serviceRequests.id });

    await tx.insert(invoices).values([
      {
        customerId,
        serviceRequestId: provisioning?.id,
        invoiceNumber: 'DEMO-INV-1001',
        description: 'Provisioning run, M/V Gulf Tide Endeavor',
        subtotal: 418_500,
        taxAmount: 36_619,
        totalAmount: 455_119,
        status: 'paid',
        dueDate: calendarDay(-5),
        paidDate: at(-8),
        createdAt: at(-19),
      },
      {
        customerId,
        serviceRequestId: fabrication?.id,
        invoiceNumber: 'DEMO-INV-1002',
        description: 'Stern roller frame fabrication, 50% deposit',
        subtotal: 1_250_000,
        taxAmount: 109_375,
        totalAmount: 1_359_375,
        dueDate: calendarDay(25),
        createdAt: at(-5),
      },
      {
        customerId,
        invoiceNumber: 'DEMO-INV-1003',
        description: 'Dockage, Outer 3, 14 nights for the OSV Gulf Tide Resolute',
        subtotal: 168_000,
        totalAmount: 168_000,
        status: 'overdue',
        dueDate: calendarDay(-3),
        createdAt: at(-33),
      },
    ]);

    await tx.insert(customerDocuments).values([
      {
        customerId,
        documentType: 'contract',
        fileName: 'Dockage-Agreement-Outer-3.pdf',
        fileUrl: stored.dockageAgreement.id,
        fileSize: stored.dockageAgreement.size,
        uploadedBy: 'Dock office',
        description: 'Signed dockage agreement for the Outer 3 berth',
        createdAt: at(-34),
      },
      {
        customerId,
        documentType: 'report',
        fileName: 'Hull-Survey-Gulf-Tide-Resolute.pdf',
        fileUrl: stored.hullSurvey.id,
        fileSize: stored.hullSurvey.size,
        uploadedBy: 'Fabrication office',
        description: 'Survey of the stern roller frame before fabrication',
        createdAt: at(-12),
      },
      {
        customerId,
        documentType: 'invoice',
        fileName: 'Provisioning-Delivery-Receipt.pdf',
        fileUrl: stored.deliveryReceipt.id,
        fileSize: stored.deliveryReceipt.size,
        uploadedBy: 'Dock office',
        description: 'Signed delivery receipt, M/V Gulf Tide Endeavor',
        createdAt: at(-20),
      },
    ]);

    await tx.insert(clientMessages).values([
      {
        customerId,
        fromAdmin: true,
        subject: 'Crew change confirmed',
        message:
          `Your crew change for the M/V Gulf Tide Endeavor is confirmed for ${formatStayDate(calendarDay(5))} at 7:00 AM at Slip 18, Port Fourchon. ` +
          'The crew van leaves Houma at 5:15 AM; the driver will call the master 30 minutes out. The plan is attached.',
        attachmentPath: stored.crewChangePlan.id,
        attachmentName: 'Crew-Change-Plan-Gulf-Tide-Endeavor.pdf',
        createdAt: at(-0.5),
      },
      {
        customerId,
        subject: 'Hydraulic leak at the stern roller',
        message:
          'The master of the Gulf Tide Resolute reports a hydraulic leak at the stern roller. ' +
          'Can your fabrication crew look at it before she sails on Friday?',
        priority: 'urgent',
        createdAt: at(-2),
      },
      {
        customerId,
        fromAdmin: true,
        subject: 'Deposit invoice issued',
        message: 'Invoice DEMO-INV-1002 for the stern roller frame deposit is in your portal. Fabrication continues while it is open.',
        isRead: true,
        createdAt: at(-5),
      },
    ]);

    await tx.insert(clientUploads).values([
      {
        customerId,
        fileName: 'Resolute stern roller measurements.csv',
        originalName: 'Resolute stern roller measurements.csv',
        filePath: stored.rollerMeasurements.id,
        fileSize: stored.rollerMeasurements.size,
        mimeType: stored.rollerMeasurements.mimeType,
        description: 'Measurements of the stern roller frame before removal',
        category: 'other',
        isProcessed: true,
        processedBy: 'Fabrication office',
        notes: 'Forwarded to the fabrication crew.',
        createdAt: at(-13),
      },
      {
        customerId,
        fileName: 'Endeavor COI.pdf',
        originalName: 'Endeavor COI.pdf',
        filePath: stored.certificateOfInspection.id,
        fileSize: stored.certificateOfInspection.size,
        mimeType: stored.certificateOfInspection.mimeType,
        description: 'Current USCG Certificate of Inspection, M/V Gulf Tide Endeavor',
        category: 'certificate',
        createdAt: at(-1),
      },
    ]);

    await insertDemoLibrary(tx, customerId, stored, { at, calendarDay });
    const { endeavorId, resoluteId } = await insertDemoVessels(tx, customerId, at(-400));
    await insertLapsedInsurance(tx, { customerId, vesselId: resoluteId, file: stored.resoluteInsurance }, { at, calendarDay });
    const stay = await insertDemoStay(tx, customerId, requester, endeavorId, {
      arrivalDate: calendarDay(-47),
      departureDate: calendarDay(-40),
      paidAt: at(-50),
    });
    await fileCustomerRecords({ db: tx, clock }, customerId);
    return { stay };
  });
}

/**
 * The document library's demo documents: the rates and the hurricane plan for everyone, the fuel
 * dock procedure for staff, and the demo customer's certificate of insurance running out in 20
 * days, so the overview's expiring list has one.
 */
async function insertDemoLibrary(
  tx: Database,
  customerId: string,
  stored: DemoFiles,
  { at, calendarDay }: { at: (days: number) => Date; calendarDay: (days: number) => string },
): Promise<void> {
  const categories = new Map(
    (await tx.select({ id: documentCategories.id, name: documentCategories.name }).from(documentCategories)).map(({ id, name }) => [
      name,
      id,
    ]),
  );
  const filed = (
    name: keyof DemoFiles,
    fileName: string,
    fields: Omit<NewDocument, 'fileName' | 'fileSize' | 'mimeType' | 'filePath'> & { category: string },
  ): NewDocument => {
    const { category, ...document } = fields;
    const file = stored[name];
    return {
      ...document,
      categoryId: categories.get(category) ?? null,
      fileName,
      fileSize: file.size,
      mimeType: file.mimeType,
      filePath: file.id,
      checksum: file.sha256,
      uploadedBy: 'Dock office',
      versionAddedAt: document.createdAt,
      updatedAt: document.createdAt,
    };
  };
  await tx.insert(documents).values([
    filed('dockageRates', 'Dockage-Rates-and-Facility-Rules.pdf', {
      category: 'contracts',
      title: 'Dockage rates and facility rules',
      description: 'Daily dockage rates, check-in and check-out times, and the rules every vessel follows alongside.',
      accessLevel: 'public',
      tags: ['rates', 'rules'],
      createdAt: at(-90),
    }),
    filed('hurricanePlan', 'Hurricane-Preparedness-Plan.pdf', {
      category: 'manuals',
      title: 'Hurricane preparedness plan',
      description: 'What the marina and its tenants do 72, 48 and 24 hours before a named storm, and after it.',
      accessLevel: 'public',
      tags: ['hurricane', 'safety'],
      createdAt: at(-60),
    }),
    filed('fuelDockProcedure', 'Fuel-Dock-Operating-Procedure.pdf', {
      category: 'manuals',
      title: 'Fuel dock operating procedure',
      description: 'Checks before fuelling, attending the nozzle, and the delivery log.',
      accessLevel: 'internal',
      tags: ['fuel', 'safety'],
      createdAt: at(-45),
    }),
    filed('certificateOfInsurance', 'Certificate-of-Insurance-Gulf-Tide-Endeavor.pdf', {
      category: 'certificates',
      title: 'Certificate of insurance — M/V Gulf Tide Endeavor',
      description: 'Protection and indemnity cover of $1,000,000 for the M/V Gulf Tide Endeavor while berthed.',
      accessLevel: 'customer',
      customerId,
      tags: ['insurance'],
      expiresAt: calendarDay(20),
      createdAt: at(-340),
    }),
  ]);
}

/** The two boats the demo's messages, invoices and stay speak of, on record; answers their ids. */
async function insertDemoVessels(tx: Database, customerId: string, createdAt: Date): Promise<{ endeavorId: string; resoluteId: string }> {
  const [endeavor, resolute] = await tx
    .insert(customerVessels)
    .values([
      {
        customerId,
        name: 'M/V Gulf Tide Endeavor',
        vesselType: 'Crew Transfer Vessel',
        length: 110,
        beam: 28,
        draft: 11,
        documentationNumber: 'USCG 1287345',
        homePort: 'Port Fourchon, LA',
        notes: 'Crew change every 14 days; master reachable on VHF 16.',
        createdAt,
      },
      {
        customerId,
        name: 'OSV Gulf Tide Resolute',
        vesselType: 'Offshore Supply Vessel (OSV)',
        length: 180,
        beam: 40,
        draft: 14,
        documentationNumber: 'USCG 1190422',
        homePort: 'Galliano, LA',
        createdAt,
      },
    ])
    .returning({ id: customerVessels.id });
  if (!endeavor || !resolute) throw new Error('demo vessel insert returned no row');
  return { endeavorId: endeavor.id, resoluteId: resolute.id };
}

/**
 * The Resolute's certificate of insurance, verified last year and ended 12 days ago: the demo shows a
 * lapsed vessel, whose booking is refused until a current certificate is on file (decision 113).
 */
async function insertLapsedInsurance(
  tx: Database,
  { customerId, vesselId, file }: { customerId: string; vesselId: string; file: StoredFile },
  { at, calendarDay }: { at: (days: number) => Date; calendarDay: (days: number) => string },
): Promise<void> {
  await tx.insert(vesselInsuranceCertificates).values({
    vesselId,
    customerId,
    fileId: file.id,
    carrier: 'Gulf South Marine Insurance',
    policyNumber: 'GSM-2025-0418',
    liabilityLimit: 200_000_000,
    pandiLimit: 100_000_000,
    additionalInsured: true,
    expiresOn: calendarDay(-12),
    uploadedAt: at(-378),
    verifiedAt: at(-377),
  });
}

/** A past, paid stay on Outer 6, so the reservations list has one (skipped without the berth layout); demo-lease.ts signs its lease. */
async function insertDemoStay(
  tx: Database,
  customerId: string,
  requester: { firstName: string; lastName: string; company: string; email: string; phone: string },
  vesselId: string,
  { arrivalDate, departureDate, paidAt }: { arrivalDate: string; departureDate: string; paidAt: Date },
): Promise<BerthReservation | undefined> {
  const [berth] = await tx.select().from(berths).where(eq(berths.name, 'Outer 6'));
  if (!berth) return undefined;
  const dates = { arrivalDate, departureDate, vesselLength: 110 };
  const totalCost = stayCost(berth, dates).totalCents;
  const [stay] = await tx
    .insert(berthReservations)
    .values({
      customerId,
      berthId: berth.id,
      vesselId,
      vesselName: 'M/V Gulf Tide Endeavor',
      vesselBeam: 28,
      vesselDraft: 11,
      contactName: `${requester.firstName} ${requester.lastName}`,
      contactEmail: requester.email,
      contactPhone: requester.phone,
      company: requester.company,
      ...dates,
      purpose: 'crew-change',
      status: 'completed',
      totalCost,
      paymentStatus: 'paid',
      paidAmount: totalCost,
      paidAt,
      // Booked half an hour before paying: time to draw up, read and sign the lease (demo-lease.ts).
      createdAt: new Date(paidAt.getTime() - 30 * 60_000),
    })
    .returning();
  return stay;
}

async function demoCustomerExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${demoCustomerEmail}`).limit(1);
  return row !== undefined;
}
