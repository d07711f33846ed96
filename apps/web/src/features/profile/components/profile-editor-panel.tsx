import { RotateCw } from 'lucide-react';
import { SideSheet, SideSheetBody } from '../../../components/overlays/side-sheet';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUserClubs } from '../../../lib/club/use-selected-club';
import { useProfile } from '../api/get-profile';
import { isDemoVisitor } from '../profile-club';
import { PROFILE_FAILURES } from '../profile-errors';
import { ProfileForm } from './profile-form';

/**
 * The right-side 'Edit Profile' panel (SPEC.md sections 2 and 4): loading, then the form.
 * The user menu's Your Profile opens it.
 */
export function ProfileEditorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SideSheet open={open} onClose={onClose} title="Edit Profile">
      {/* The dialog drops its content once closed, so every opening starts a fresh form. */}
      <ProfileEditorContent onClose={onClose} />
    </SideSheet>
  );
}

function ProfileEditorContent({ onClose }: { onClose: () => void }) {
  const profile = useProfile();
  const clubs = useUserClubs();

  if (profile.isError) {
    return (
      <SideSheetBody>
        <Alert
          actions={
            <Button
              variant="secondary"
              size="sm"
              disabled={profile.isFetching}
              onClick={() => void profile.refetch()}
            >
              <RotateCw
                className={`size-4 ${profile.isFetching ? 'motion-safe:animate-spin' : ''}`}
                aria-hidden="true"
              />
              Try again
            </Button>
          }
        >
          {PROFILE_FAILURES.load}
        </Alert>
      </SideSheetBody>
    );
  }

  // The clubs decide Demo; a failed clubs call still allows editing.
  if (profile.isPending || clubs.isPending) {
    return (
      <SideSheetBody>
        <ProfileSkeleton />
      </SideSheetBody>
    );
  }

  const userClubs = clubs.data ?? [];
  return <ProfileForm profile={profile.data} demo={isDemoVisitor(userClubs)} onClose={onClose} />;
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="motion-safe:animate-pulse">
      <div className="h-4 w-28 rounded bg-white/[0.08]" />
      <div className="mt-4 flex items-center gap-4">
        <div className="size-20 rounded-full bg-white/[0.08]" />
        <div className="h-9 w-36 rounded-full bg-white/[0.06]" />
      </div>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="mt-8">
          <div className="h-4 w-24 rounded bg-white/[0.08]" />
          <div className="mt-3 h-12 rounded-xl bg-white/[0.05]" />
        </div>
      ))}
    </div>
  );
}
