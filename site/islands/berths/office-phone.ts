/** The dock office's number as the page shows it and as a tel: link dials it. */
export interface OfficePhone {
  display: string;
  tel: string;
}
