/** The lease PDF's inks: body text, notes and footers, the draft banner. */
export const pdfColors = { ink: '#0f1f33', muted: '#4a5568', warning: '#9a3412' } as const;
