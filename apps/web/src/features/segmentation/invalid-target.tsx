import { Alert } from '@mantine/core';
import { SEGMENTATION_MESSAGES } from '@backoffice/domain/schemas/segmentation';
import { PageHeader } from '../../components/page-header.tsx';

export function InvalidTarget({ moduleName }: { moduleName: string }) {
  return (
    <>
      <PageHeader title="Segmentação" back="/home" />
      <Alert color="red">{SEGMENTATION_MESSAGES.unknownModule(moduleName)}</Alert>
    </>
  );
}
