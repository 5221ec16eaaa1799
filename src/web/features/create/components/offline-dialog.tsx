import { BookHeart, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/domain.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

/**
 * The offline dialog of spec §2 (on `/` only): checked every 5 s, dismissible, with a way to the stories that still
 * open offline. It goes away by itself when the connection is back.
 */
export function OfflineDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOnline = useIsOnline(TIMINGS.networkCheckDialogMs);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (isOnline) setDismissed(false);
  }, [isOnline]);
  return (
    <Modal
      open={!isOnline && !dismissed}
      onOpenChange={(open) => setDismissed(!open)}
      title={t('offline.title')}
      description={t('offline.text')}
    >
      <div className="flex flex-col items-center gap-4">
        <WifiOff aria-hidden="true" className="size-10 text-night-600" />
        <Button variant="secondary" onClick={() => navigate('/portfolio')}>
          <BookHeart aria-hidden="true" className="size-4" />
          {t('offline.viewStories')}
        </Button>
      </div>
    </Modal>
  );
}
