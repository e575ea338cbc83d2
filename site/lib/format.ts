const wholeNumber = new Intl.NumberFormat('en-US');

/** A length as the facility's figures write it: "1,250 ft". */
export const feet = (value: number) => `${wholeNumber.format(value)} ft`;
