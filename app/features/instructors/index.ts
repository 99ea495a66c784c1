export { InstructorCard } from "./instructor-card.tsx";
export { InstructorDetailsDialog } from "./instructor-details-dialog.tsx";
export { type GalleryImage, InstructorGalleryDialog } from "./instructor-gallery-dialog.tsx";
