import { createFileRoute } from '@tanstack/react-router';
import { CameraPage } from '../../features/camera/CameraPage';

export const Route = createFileRoute('/app/camera')({ component: CameraPage });
