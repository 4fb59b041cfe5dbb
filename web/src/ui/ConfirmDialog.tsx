import { Button } from './Button';
import { Modal } from './Modal';

/** A yes/no question in a dialog (delete confirmation, "start cooking?"). */
export function ConfirmDialog({
  open,
  title,
  text,
  cancel,
  confirm,
  danger = false,
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
