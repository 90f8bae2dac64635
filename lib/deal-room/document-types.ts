// The nine deal-room documents (spec 2 §3), in the spec's order, with the names the screens show.
// Client-safe: the forms, the matrix and the server share this one list.
export const DOCUMENT_TYPES = [
  "appraisal_poles_value",
  "lsa_vendor_agreements",
  "insurance_warranty_documents",
  "company_one_pager",
  "sale_purchase_agreement",
  "certificate_non_litigation",
  "project_one_pager",
  "pictures",
  "debt_agreement",
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Spec 2 §9: every investor owes all nine. */
export const TOTAL_DOCUMENTS = DOCUMENT_TYPES.length;

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  appraisal_poles_value: "Appraisal of Poles Value",
  lsa_vendor_agreements: "LSA / Vendor Agreements",
  insurance_warranty_documents: "Insurance & Warranty Documents",
  company_one_pager: "Company One-Pager",
  sale_purchase_agreement: "Sale & Purchase Agreement",
  certificate_non_litigation: "Certificate of Non-Litigation",
  project_one_pager: "Project One-Pager",
  pictures: "Pictures",
  debt_agreement: "Debt Agreement",
};
