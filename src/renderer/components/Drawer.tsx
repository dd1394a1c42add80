import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

interface Props extends Pick<ComponentProps<typeof RadixDialog.Content>, 'onKeyDown' | 'onOpenAutoFocus'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The header button that opens the drawer: its accessible name and its icon. */
  trigger: { label: string; icon: ReactNode };
  title: string;
  /** Read out with the title (visually hidden); without one the drawer is described by nothing. */
  description?: string;
  /** Added to the drawer's own class. */
  className?: string;
  children: ReactNode;
}

/** A side drawer opened from a header button: its title and a Close button above its content. */
export function Drawer({ open, onOpenChange, trigger, title, description, className, children, ...content }: Props) {
  const { t } = useTranslation();
  // The drawer names its button (data-opener): a dialog opened from one of its items gives the focus back there,
  // the item having left with the drawer (return-focus.ts).
  const triggerId = useId();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger id={triggerId} className="icon-btn" aria-label={trigger.label}>
        {trigger.icon}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="drawer-overlay" />
        <RadixDialog.Content
          className={className ? `drawer ${className}` : 'drawer'}
          data-opener={triggerId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...content}
        >
          <div className="drawer-head">
            <RadixDialog.Title asChild>
              <h2>{title}</h2>
            </RadixDialog.Title>
            {description ? <RadixDialog.Description className="visually-hidden">{description}</RadixDialog.Description> : null}
            <RadixDialog.Close className="icon-btn" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
