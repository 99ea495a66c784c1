import type { ReactElement } from "react";
import { DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Slideshow } from "#app/components/ui/slideshow.tsx";
import type { Instructor } from "#app/content/types.ts";
import { firstName, InstructorDialog } from "./instructor-dialog.tsx";

/** The gallery scenes are drawn at this size (public/images/instructors/gallery). */
const GALLERY_IMAGE = { width: 800, height: 600 };

export interface GalleryImage {
  src: string;
  alt: string;
}

interface InstructorGalleryDialogProps {
  instructor: Instructor;
  /** The instructor's gallery images with their alt text, in gallery order. */
  images: readonly GalleryImage[];
  /** The button that opens the gallery; focus returns to it on close. */
  children: ReactElement;
}

export function InstructorGalleryDialog({ instructor, images, children }: InstructorGalleryDialogProps) {
  const slides = images.map((image) => ({ ...image, ...GALLERY_IMAGE }));
  return (
    <InstructorDialog trigger={children} className="sm:max-w-3xl" closeLabel="Close gallery">
      <DialogTitle>{instructor.name}’s gallery</DialogTitle>
      <DialogDescription>
        Illustrated scenes from {firstName(instructor)}’s classes and practice.
        <span className="max-sm:hidden"> Use the arrow keys to move between pictures.</span>
      </DialogDescription>
      <div className="mt-6">
        <Slideshow slides={slides} label={`Illustrations of ${instructor.name}’s classes`} />
      </div>
    </InstructorDialog>
  );
}
