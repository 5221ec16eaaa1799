package app.bedtimestories;

import android.view.Window;
import androidx.core.view.WindowCompat;
import androidx.core.view.WindowInsetsCompat;
import androidx.core.view.WindowInsetsControllerCompat;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;

/**
 * Android's immersive mode for reading a story full screen: the status bar and the navigation bar are both hidden,
 * and a swipe from the edge shows them for a moment only, so a tap on the page never brings them back. The status
 * bar plugin hides the status bar alone, and Capacitor's own system bars plugin does not ask for the transient
 * swipe behaviour.
 */
@CapacitorPlugin(name = "Immersive")
public class ImmersivePlugin extends Plugin {

    /** Whether the reader asked for full screen; the system shows the bars again after the app was away. */
    private boolean active = false;

    @PluginMethod
    public void enter(PluginCall call) {
        getBridge().executeOnMainThread(() -> {
            active = true;
            hideSystemBars();
            call.resolve();
        });
    }

    @PluginMethod
    public void leave(PluginCall call) {
        getBridge().executeOnMainThread(() -> {
            active = false;
            controller().show(WindowInsetsCompat.Type.systemBars());
            call.resolve();
        });
    }

    @Override
    protected void handleOnResume() {
        super.handleOnResume();
        if (active) getBridge().executeOnMainThread(this::hideSystemBars);
    }

    private void hideSystemBars() {
        WindowInsetsControllerCompat controller = controller();
        controller.setSystemBarsBehavior(WindowInsetsControllerCompat.BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE);
        controller.hide(WindowInsetsCompat.Type.systemBars());
    }

    private WindowInsetsControllerCompat controller() {
        Window window = getActivity().getWindow();
        return WindowCompat.getInsetsController(window, window.getDecorView());
    }
}
